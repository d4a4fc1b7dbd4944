#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001935.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp23_kernel5Acc16iPmi(const struct Acc16&, int, size_t *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp23_kernel5Acc16iPmi(const struct Acc16&__par0, int __par1, size_t *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(const struct Acc16, int, size_t *, int))clamp23_kernel)), 0U);}
# 40 "v001935.cu"
void clamp23_kernel( const struct ::Acc16 __cuda_0,int __cuda_1,::size_t *__cuda_2,int __cuda_3)
# 40 "v001935.cu"
{__device_stub__Z14clamp23_kernel5Acc16iPmi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001935.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const struct Acc16, int, size_t *, int))clamp23_kernel), _Z14clamp23_kernel5Acc16iPmi, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
