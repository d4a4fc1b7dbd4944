#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001020.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6merge8PiPy(int *__restrict__, unsigned long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6merge8PiPy(int *__restrict__ __par0, unsigned long long *__par1){ int *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned long long *))merge8)), 0U);}
# 23 "v001020.cu"
void merge8( int *__restrict__ __cuda_0,unsigned long long *__cuda_1)
# 24 "v001020.cu"
{__device_stub__Z6merge8PiPy( __cuda_0,__cuda_1);
# 30 "v001020.cu"
}
# 1 "v001020.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *__restrict__, unsigned long long *))merge8), _Z6merge8PiPy, 1024); __cudaRegisterVariable(__T4, __shadow_var(_ZN41_INTERNAL_20f36e1d_10_v001020_cu_73953e3643_GLOBAL__N__20f36e1d_10_v001020_cu_73953e3610c_scatter7E,::_NV_ANON_NAMESPACE::c_scatter7), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
