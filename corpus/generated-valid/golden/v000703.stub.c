#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000703.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split17PKiiPf(const int *, int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7split17PKiiPf(const int *__par0, int __par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, int, float *))split17)), 0U);}
# 42 "v000703.cu"
void split17( const int *__cuda_0,int __cuda_1,float *__cuda_2)
# 42 "v000703.cu"
{__device_stub__Z7split17PKiiPf( __cuda_0,__cuda_1,__cuda_2);
# 59 "v000703.cu"
}
# 1 "v000703.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const int *, int, float *))split17), _Z7split17PKiiPf, (-1)); __cudaRegisterManagedVariable(__T1, __shadow_var(m_step13,::m_step13), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
