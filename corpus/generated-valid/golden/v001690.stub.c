#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001690.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13merge4_kernelbiPcPKi(bool, int, char *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13merge4_kernelbiPcPKi(bool __par0, int __par1, char *__par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(bool, int, char *, const int *))merge4_kernel)), 0U);}
# 9 "v001690.cu"
void merge4_kernel( bool __cuda_0,int __cuda_1,char *__cuda_2,const int *__cuda_3)
# 10 "v001690.cu"
{__device_stub__Z13merge4_kernelbiPcPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 18 "v001690.cu"
}
# 1 "v001690.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(bool, int, char *, const int *))merge4_kernel), _Z13merge4_kernelbiPcPKi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_pivot3,::c_pivot3), 0, 2UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
