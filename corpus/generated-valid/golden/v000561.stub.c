#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000561.fatbin.c"
static void __device_stub__Z5fold6iPj(int, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp20ti(unsigned short, int);
static void __device_stub__Z14score28_kernelPKfPKj(const float *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5fold6iPj(int __par0, unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, unsigned *))fold6)), 0U);}
# 21 "v000561.cu"
static void fold6( int __cuda_0,unsigned *__cuda_1)
# 21 "v000561.cu"
{__device_stub__Z5fold6iPj( __cuda_0,__cuda_1);
# 42 "v000561.cu"
}
# 1 "v000561.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp20ti( unsigned short __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned short, int))warp20)), 0U); }
# 56 "v000561.cu"
void warp20( unsigned short __cuda_0,int __cuda_1)
# 56 "v000561.cu"
{__device_stub__Z6warp20ti( __cuda_0,__cuda_1);
# 67 "v000561.cu"
}
# 1 "v000561.cudafe1.stub.c"
static void __device_stub__Z14score28_kernelPKfPKj( const float *__par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, const unsigned *))score28_kernel)), 0U); }
# 69 "v000561.cu"
static void score28_kernel( const float *__cuda_0,const unsigned *__cuda_1)
# 69 "v000561.cu"
{__device_stub__Z14score28_kernelPKfPKj( __cuda_0,__cuda_1);




}
# 1 "v000561.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const float *, const unsigned *))score28_kernel), _Z14score28_kernelPKfPKj, 256); __cudaRegisterEntry(__T5, ((void ( *)(unsigned short, int))warp20), _Z6warp20ti, 256); __cudaRegisterEntry(__T5, ((void ( *)(int, unsigned *))fold6), _Z5fold6iPj, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
