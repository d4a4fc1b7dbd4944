#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001783.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias38_kernelm8Bounds28(unsigned long, struct Bounds28&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13bias38_kernelm8Bounds28(unsigned long __par0, struct Bounds28&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned long, struct Bounds28))bias38_kernel)), 0U);}
# 83 "v001783.cu"
void bias38_kernel( unsigned long __cuda_0,struct ::Bounds28 __cuda_1)
# 84 "v001783.cu"
{__device_stub__Z13bias38_kernelm8Bounds28( __cuda_0,__cuda_1);
# 95 "v001783.cu"
}
# 1 "v001783.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned long, struct Bounds28))bias38_kernel), _Z13bias38_kernelm8Bounds28, (-1)); __cudaRegisterManagedVariable(__T5, __shadow_var(m_merge17,::m_merge17), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
