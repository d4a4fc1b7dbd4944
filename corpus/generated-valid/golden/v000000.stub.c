#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000000.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13trace6_kernelPji(unsigned *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally12_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13trace6_kernelPji(unsigned *__restrict__ __par0, int __par1){ unsigned *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, int))trace6_kernel)), 0U);}
# 21 "v000000.cu"
void trace6_kernel( unsigned *__restrict__ __cuda_0,int __cuda_1)
# 21 "v000000.cu"
{__device_stub__Z13trace6_kernelPji( __cuda_0,__cuda_1);
# 27 "v000000.cu"
}
# 1 "v000000.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally12_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))tally12_kernel)), 0U); }
# 29 "v000000.cu"
void tally12_kernel( int __cuda_0)
# 29 "v000000.cu"
{__device_stub__Z14tally12_kerneli( __cuda_0);
# 36 "v000000.cu"
}
# 1 "v000000.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int))tally12_kernel), _Z14tally12_kerneli, 512); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *__restrict__, int))trace6_kernel), _Z13trace6_kernelPji, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_pack17,::c_pack17), 0, 1UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
