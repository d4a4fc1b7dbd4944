#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001221.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5bias2Pf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pivot7i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale13_kernelPm(unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl208update21Eii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5bias2Pf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))bias2)), 0U);}
# 7 "v001221.cu"
void bias2( float *__cuda_0)
# 8 "v001221.cu"
{__device_stub__Z5bias2Pf( __cuda_0);
# 16 "v001221.cu"
}
# 1 "v001221.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pivot7i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))pivot7)), 0U); }
# 20 "v001221.cu"
void pivot7( int __cuda_0)
# 21 "v001221.cu"
{__device_stub__Z6pivot7i( __cuda_0);
# 32 "v001221.cu"
}
# 1 "v001221.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale13_kernelPm( unsigned long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned long *))scale13_kernel)), 0U); }
# 34 "v001221.cu"
void scale13_kernel( unsigned long *__cuda_0)
# 35 "v001221.cu"
{__device_stub__Z14scale13_kernelPm( __cuda_0);
# 41 "v001221.cu"
}
# 1 "v001221.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl208update21Eii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))impl20::update21)), 0U); }
# 52 "v001221.cu"
void impl20::update21( int __cuda_0,int __cuda_1)
# 53 "v001221.cu"
{__device_stub__ZN6impl208update21Eii( __cuda_0,__cuda_1);
# 61 "v001221.cu"
}
# 1 "v001221.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int))impl20::update21), _ZN6impl208update21Eii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long *))scale13_kernel), _Z14scale13_kernelPm, 512); __cudaRegisterEntry(__T3, ((void ( *)(int))pivot7), _Z6pivot7i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *))bias2), _Z5bias2Pf, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_split6,::d_split6), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
