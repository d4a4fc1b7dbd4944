#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001189.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift4_kernelPlPKiiS1_(long *, const int *, int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift4_kernelPlPKiiS1_(long *__par0, const int *__par1, int __par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long *, const int *, int, const int *))drift4_kernel)), 0U);}
# 9 "v001189.cu"
void drift4_kernel( long *__cuda_0,const int *__cuda_1,int __cuda_2,const int *__cuda_3)
# 10 "v001189.cu"
{__device_stub__Z13drift4_kernelPlPKiiS1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 23 "v001189.cu"
}
# 1 "v001189.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(long *, const int *, int, const int *))drift4_kernel), _Z13drift4_kernelPlPKiiS1_, 1024); __cudaRegisterVariable(__T0, __shadow_var(d_tile3,::d_tile3), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
