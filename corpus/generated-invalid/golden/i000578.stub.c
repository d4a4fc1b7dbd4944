#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000578.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift8_kernelPKjPiPKi(const unsigned *__restrict__, int *__restrict__, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift8_kernelPKjPiPKi(const unsigned *__restrict__ __par0, int *__restrict__ __par1, const int *__par2){ const unsigned *__T0;
 int *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, int *__restrict__, const int *))drift8_kernel)), 0U);}
# 25 "i000578.cu"
void drift8_kernel( const unsigned *__restrict__ __cuda_0,int *__restrict__ __cuda_1,const int *__cuda_2)
# 25 "i000578.cu"
{__device_stub__Z13drift8_kernelPKjPiPKi( __cuda_0,__cuda_1,__cuda_2);
# 35 "i000578.cu"
}
# 1 "i000578.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(const unsigned *__restrict__, int *__restrict__, const int *))drift8_kernel), _Z13drift8_kernelPKjPiPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
