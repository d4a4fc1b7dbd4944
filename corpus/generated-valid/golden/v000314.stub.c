#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000314.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter9_kernelPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util2213warp23_kernelEiiPai(int, int, signed char *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter9_kernelPf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))filter9_kernel)), 0U);}
# 24 "v000314.cu"
void filter9_kernel( float *__cuda_0)
# 24 "v000314.cu"
{__device_stub__Z14filter9_kernelPf( __cuda_0);
# 36 "v000314.cu"
}
# 1 "v000314.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util2213warp23_kernelEiiPai( int __par0,  int __par1,  signed char *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, signed char *, int))util22::warp23_kernel)), 0U); }
# 58 "v000314.cu"
void util22::warp23_kernel( int __cuda_0,int __cuda_1,signed char *__cuda_2,int __cuda_3)
# 58 "v000314.cu"
{__device_stub__ZN6util2213warp23_kernelEiiPai( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 73 "v000314.cu"
}
# 1 "v000314.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int, signed char *, int))util22::warp23_kernel), _ZN6util2213warp23_kernelEiiPai, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *))filter9_kernel), _Z14filter9_kernelPf, 128); __cudaRegisterVariable(__T3, __shadow_var(_ZN6util2210d_filter33E,::util22::d_filter33), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
