#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001526.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6shade4PfiPKcj(float *__restrict__, int, const char *__restrict__, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter19_kernelPi(int *__restrict__);
static void __device_stub__Z7sweep13IifEvT0_Pf(float, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6shade4PfiPKcj(float *__restrict__ __par0, int __par1, const char *__restrict__ __par2, unsigned __par3){ float *__T0;
 const char *__T1;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, int, const char *__restrict__, unsigned))shade4)), 0U);}
# 15 "v001526.cu"
void shade4( float *__restrict__ __cuda_0,int __cuda_1,const char *__restrict__ __cuda_2,unsigned __cuda_3)
# 16 "v001526.cu"
{__device_stub__Z6shade4PfiPKcj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 23 "v001526.cu"
}
# 1 "v001526.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter19_kernelPi( int *__restrict__ __par0) {  int *__T2;
__cudaLaunchPrologue(1); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))scatter19_kernel)), 0U); }
# 41 "v001526.cu"
void scatter19_kernel( int *__restrict__ __cuda_0)
# 42 "v001526.cu"
{__device_stub__Z16scatter19_kernelPi( __cuda_0);
# 52 "v001526.cu"
}
# 1 "v001526.cudafe1.stub.c"
static void __device_stub__Z7sweep13IifEvT0_Pf( float __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, float *))sweep13<int, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sweep13<int,float>( float &__cuda_0,float *&__cuda_1){__device_stub__Z7sweep13IifEvT0_Pf( (float &)__cuda_0,(float *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(float, float *))sweep13<int, float> ), _Z7sweep13IifEvT0_Pf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__))scatter19_kernel), _Z16scatter19_kernelPi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *__restrict__, int, const char *__restrict__, unsigned))shade4), _Z6shade4PfiPKcj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
