#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001191.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread14_kernelPKi6Node11i(const int *, const struct Node11&, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15spread14_kernelPKi6Node11i(const int *__par0, const struct Node11&__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, const struct Node11, int))spread14_kernel)), 0U);}
# 29 "v001191.cu"
void spread14_kernel( const int *__cuda_0,const struct ::Node11 __cuda_1,int __cuda_2)
# 29 "v001191.cu"
{__device_stub__Z15spread14_kernelPKi6Node11i( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001191.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const int *, const struct Node11, int))spread14_kernel), _Z15spread14_kernelPKi6Node11i, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_relax10,::d_relax10), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
