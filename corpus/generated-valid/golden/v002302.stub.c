#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002302.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14update4_kernelht(unsigned char, unsigned short);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops1415update15_kernelEPj(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14update4_kernelht(unsigned char __par0, unsigned short __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 2UL);__cudaLaunch(((char *)((void ( *)(unsigned char, unsigned short))update4_kernel)), 0U);}
# 9 "v002302.cu"
void update4_kernel( unsigned char __cuda_0,unsigned short __cuda_1)
# 9 "v002302.cu"
{__device_stub__Z14update4_kernelht( __cuda_0,__cuda_1);
# 15 "v002302.cu"
}
# 1 "v002302.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops1415update15_kernelEPj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))ops14::update15_kernel)), 0U); }
# 19 "v002302.cu"
void ops14::update15_kernel( unsigned *__cuda_0)
# 19 "v002302.cu"
{__device_stub__ZN5ops1415update15_kernelEPj( __cuda_0);
# 27 "v002302.cu"
}
# 1 "v002302.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *))ops14::update15_kernel), _ZN5ops1415update15_kernelEPj, 128); __cudaRegisterEntry(__T0, ((void ( *)(unsigned char, unsigned short))update4_kernel), _Z14update4_kernelht, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
