#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001875.fatbin.c"
static void __device_stub__Z13probe2_kernelPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_grow12Pji(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13probe2_kernelPf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))probe2_kernel)), 0U);}
# 7 "v001875.cu"
static void probe2_kernel( float *__cuda_0)
# 8 "v001875.cu"
{__device_stub__Z13probe2_kernelPf( __cuda_0);
# 15 "v001875.cu"
}
# 1 "v001875.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_grow12Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_grow12)), 0U); }
# 28 "v001875.cu"
void map_grow12( unsigned *__cuda_0,int __cuda_1)
# 28 "v001875.cu"
{__device_stub__Z10map_grow12Pji( __cuda_0,__cuda_1); }
# 1 "v001875.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_grow12), _Z10map_grow12Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *))probe2_kernel), _Z13probe2_kernelPf, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
