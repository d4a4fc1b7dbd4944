#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000649.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6drift4j(unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13apply8_kerneliPj(int, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply24_kernelfi(float, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6drift4j(unsigned __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned))drift4)), 0U);}
# 9 "v000649.cu"
void drift4( unsigned __cuda_0)
# 9 "v000649.cu"
{__device_stub__Z6drift4j( __cuda_0);



}
# 1 "v000649.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13apply8_kerneliPj( int __par0,  unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, unsigned *))apply8_kernel)), 0U); }
# 15 "v000649.cu"
void apply8_kernel( int __cuda_0,unsigned *__cuda_1)
# 15 "v000649.cu"
{__device_stub__Z13apply8_kerneliPj( __cuda_0,__cuda_1);
# 30 "v000649.cu"
}
# 1 "v000649.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply24_kernelfi( float __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(float, int))apply24_kernel)), 0U); }
# 49 "v000649.cu"
void apply24_kernel( float __cuda_0,int __cuda_1)
# 49 "v000649.cu"
{__device_stub__Z14apply24_kernelfi( __cuda_0,__cuda_1);
# 66 "v000649.cu"
}
# 1 "v000649.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(float, int))apply24_kernel), _Z14apply24_kernelfi, 1024U); __cudaRegisterEntry(__T9, ((void ( *)(int, unsigned *))apply8_kernel), _Z13apply8_kerneliPj, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(unsigned))drift4), _Z6drift4j, 128); __cudaRegisterVariable(__T9, __shadow_var(d_mix13,::d_mix13), 0, 32UL, 0, 0); __cudaRegisterManagedVariable(__T9, __shadow_var(m_count31,::m_count31), 0, 256UL, 0, 0); __cudaRegisterVariable(__T9, __shadow_var(c_norm32,::c_norm32), 0, 32UL, 1, 0); __cudaRegisterVariable(__T9, __shadow_var(_ZN6util379d_sweep46E,::util37::d_sweep46), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
