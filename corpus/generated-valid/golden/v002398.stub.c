#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002398.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter8_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow18iiPdPj(int, int, double *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter8_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))filter8_kernel)), 0U);}
# 18 "v002398.cu"
void filter8_kernel( int __cuda_0)
# 19 "v002398.cu"
{__device_stub__Z14filter8_kerneli( __cuda_0);
# 29 "v002398.cu"
}
# 1 "v002398.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow18iiPdPj( int __par0,  int __par1,  double *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, double *, unsigned *))grow18)), 0U); }
# 41 "v002398.cu"
void grow18( int __cuda_0,int __cuda_1,double *__cuda_2,unsigned *__cuda_3)
# 42 "v002398.cu"
{__device_stub__Z6grow18iiPdPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v002398.cu"
}
# 1 "v002398.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, int, double *, unsigned *))grow18), _Z6grow18iiPdPj, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))filter8_kernel), _Z14filter8_kerneli, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_clamp13,::c_clamp13), 0, 64UL, 1, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(m_warp17,::m_warp17), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
