#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000985.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math163v179combine18ElPi(long, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN6math163v179combine18ElPi(long __par0, int *__restrict__ __par1){ int *__T3;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T3 = __par1;__cudaSetupArgSimple(__T3, 8UL);__cudaLaunch(((char *)((void ( *)(long, int *__restrict__))math16::v17::combine18)), 0U);}
# 32 "v000985.cu"
void math16::v17::combine18( long __cuda_0,int *__restrict__ __cuda_1)
# 32 "v000985.cu"
{__device_stub__ZN6math163v179combine18ElPi( __cuda_0,__cuda_1);
# 47 "v000985.cu"
}
# 1 "v000985.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long, int *__restrict__))math16::v17::combine18), _ZN6math163v179combine18ElPi, 512); __cudaRegisterManagedVariable(__T4, __shadow_var(m_norm10,::m_norm10), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
