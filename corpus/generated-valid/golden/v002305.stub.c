#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002305.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay7_kernelPiiPKdPm(int *, int, const double *, size_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13decay7_kernelPiiPKdPm(int *__par0, int __par1, const double *__par2, size_t *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int, const double *, size_t *))decay7_kernel)), 0U);}
# 12 "v002305.cu"
void decay7_kernel( int *__cuda_0,int __cuda_1,const double *__cuda_2,::size_t *__cuda_3)
# 12 "v002305.cu"
{__device_stub__Z13decay7_kernelPiiPKdPm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 29 "v002305.cu"
}
# 1 "v002305.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, int, const double *, size_t *))decay7_kernel), _Z13decay7_kernelPiiPKdPm, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
