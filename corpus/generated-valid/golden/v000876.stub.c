#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000876.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13weigh7_kernelPKiPii(const int *, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13weigh7_kernelPKiPii(const int *__par0, int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, int *, int))weigh7_kernel)), 0U);}
# 23 "v000876.cu"
void weigh7_kernel( const int *__cuda_0,int *__cuda_1,int __cuda_2)
# 23 "v000876.cu"
{__device_stub__Z13weigh7_kernelPKiPii( __cuda_0,__cuda_1,__cuda_2);
# 33 "v000876.cu"
}
# 1 "v000876.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const int *, int *, int))weigh7_kernel), _Z13weigh7_kernelPKiPii, (-1)); __cudaRegisterManagedVariable(__T6, __shadow_var(m_scale14,::m_scale14), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
