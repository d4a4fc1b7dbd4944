#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001641.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift11_kerneliiPKiPKf(int, int, const int *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sift11_kerneliiPKiPKf(int __par0, int __par1, const int *__par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, const int *, const float *))sift11_kernel)), 0U);}
# 14 "v001641.cu"
void sift11_kernel( int __cuda_0,int __cuda_1,const int *__cuda_2,const float *__cuda_3)
# 14 "v001641.cu"
{__device_stub__Z13sift11_kerneliiPKiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v001641.cu"
}
# 1 "v001641.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, int, const int *, const float *))sift11_kernel), _Z13sift11_kerneliiPKiPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
