#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001594.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh10d(double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade14_kernelPiPKf(int *, const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh10d(double __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(double))weigh10)), 0U);}
# 20 "v001594.cu"
void weigh10( double __cuda_0)
# 20 "v001594.cu"
{__device_stub__Z7weigh10d( __cuda_0);
# 32 "v001594.cu"
}
# 1 "v001594.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade14_kernelPiPKf( int *__par0,  const float *__restrict__ __par1) {  const float *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const float *__restrict__))shade14_kernel)), 0U); }
# 34 "v001594.cu"
void shade14_kernel( int *__cuda_0,const float *__restrict__ __cuda_1)
# 34 "v001594.cu"
{__device_stub__Z14shade14_kernelPiPKf( __cuda_0,__cuda_1);


}
# 1 "v001594.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int *, const float *__restrict__))shade14_kernel), _Z14shade14_kernelPiPKf, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(double))weigh10), _Z7weigh10d, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
