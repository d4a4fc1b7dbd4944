#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000614.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp30_kernelbi(bool, int);
static void __device_stub__Z9combine38IlLi4EEvPT_PjPKS0_Pf(long *, unsigned *, const long *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp30_kernelbi(bool __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(bool, int))lerp30_kernel)), 0U);}
# 59 "v000614.cu"
void lerp30_kernel( bool __cuda_0,int __cuda_1)
# 60 "v000614.cu"
{__device_stub__Z13lerp30_kernelbi( __cuda_0,__cuda_1);
# 72 "v000614.cu"
}
# 1 "v000614.cudafe1.stub.c"
static void __device_stub__Z9combine38IlLi4EEvPT_PjPKS0_Pf( long *__par0,  unsigned *__par1,  const long *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long *, unsigned *, const long *, float *))combine38<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine38<long,4>( long *&__cuda_0,unsigned *&__cuda_1,const long *&__cuda_2,float *&__cuda_3){__device_stub__Z9combine38IlLi4EEvPT_PjPKS0_Pf( (long *&)__cuda_0,(unsigned *&)__cuda_1,(const long *&)__cuda_2,(float *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long *, unsigned *, const long *, float *))combine38<long, (int)4> ), _Z9combine38IlLi4EEvPT_PjPKS0_Pf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(bool, int))lerp30_kernel), _Z13lerp30_kernelbi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_sift7,::d_sift7), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
