#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001291.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce32Pi(int *);
static void __device_stub__Z7blend10IlLi2EEvPT_PKS0_Pd(long *__restrict__, const long *, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops198filter20Ei(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops197accum26Eii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce32Pi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))reduce32)), 0U);}
# 66 "v001291.cu"
void reduce32( int *__cuda_0)
# 66 "v001291.cu"
{__device_stub__Z8reduce32Pi( __cuda_0);
# 79 "v001291.cu"
}
# 1 "v001291.cudafe1.stub.c"
static void __device_stub__Z7blend10IlLi2EEvPT_PKS0_Pd( long *__restrict__ __par0,  const long *__par1,  double *__par2) {  long *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__, const long *, double *))blend10<long, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_blend10<long,2>( long *__restrict__ &__cuda_0,const long *&__cuda_1,double *&__cuda_2){__device_stub__Z7blend10IlLi2EEvPT_PKS0_Pd( (long *&)__cuda_0,(const long *&)__cuda_1,(double *&)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops198filter20Ei( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))ops19::filter20)), 0U); }
# 34 "v001291.cu"
void ops19::filter20( int __cuda_0)
# 34 "v001291.cu"
{__device_stub__ZN5ops198filter20Ei( __cuda_0);
# 50 "v001291.cu"
}
# 1 "v001291.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops197accum26Eii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))ops19::accum26)), 0U); }
# 52 "v001291.cu"
void ops19::accum26( int __cuda_0,int __cuda_1)
# 52 "v001291.cu"
{__device_stub__ZN5ops197accum26Eii( __cuda_0,__cuda_1);
# 62 "v001291.cu"
}
# 1 "v001291.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T13) {  __nv_dummy_param_ref(__T13); __nv_save_fatbinhandle_for_managed_rt(__T13); __cudaRegisterEntry(__T13, ((void ( *)(int, int))ops19::accum26), _ZN5ops197accum26Eii, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))ops19::filter20), _ZN5ops198filter20Ei, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(long *__restrict__, const long *, double *))blend10<long, (int)2> ), _Z7blend10IlLi2EEvPT_PKS0_Pd, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int *))reduce32), _Z8reduce32Pi, (-1)); __cudaRegisterVariable(__T13, __shadow_var(d_warp31,::d_warp31), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
