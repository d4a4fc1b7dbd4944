#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000683.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather11_kernelPKfiPiS0_(const float *, int, int *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15gather11_kernelPKfiPiS0_(const float *__par0, int __par1, int *__par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *, int, int *, const float *))gather11_kernel)), 0U);}
# 29 "v000683.cu"
void gather11_kernel( const float *__cuda_0,int __cuda_1,int *__cuda_2,const float *__cuda_3)
# 29 "v000683.cu"
{__device_stub__Z15gather11_kernelPKfiPiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000683.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const float *, int, int *, const float *))gather11_kernel), _Z15gather11_kernelPKfiPiS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
