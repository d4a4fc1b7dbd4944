#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001795.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13split3_kernelfi(float, int);
static void __device_stub__Z14scale13_kerneljfi(unsigned, float, int);
static void __device_stub__Z6warp20IiLi3EEvPT_x(int *, long long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13split3_kernelfi(float __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(float, int))split3_kernel)), 0U);}
# 8 "v001795.cu"
void split3_kernel( float __cuda_0,int __cuda_1)
# 8 "v001795.cu"
{__device_stub__Z13split3_kernelfi( __cuda_0,__cuda_1);
# 19 "v001795.cu"
}
# 1 "v001795.cudafe1.stub.c"
static void __device_stub__Z14scale13_kerneljfi( unsigned __par0,  float __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, float, int))scale13_kernel)), 0U); }
# 33 "v001795.cu"
static void scale13_kernel( unsigned __cuda_0,float __cuda_1,int __cuda_2)
# 33 "v001795.cu"
{__device_stub__Z14scale13_kerneljfi( __cuda_0,__cuda_1,__cuda_2);
# 42 "v001795.cu"
}
# 1 "v001795.cudafe1.stub.c"
static void __device_stub__Z6warp20IiLi3EEvPT_x( int *__par0,  long long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, long long))warp20<int, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_warp20<int,3>( int *&__cuda_0,long long &__cuda_1){__device_stub__Z6warp20IiLi3EEvPT_x( (int *&)__cuda_0,(long long &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, long long))warp20<int, (int)3> ), _Z6warp20IiLi3EEvPT_x, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, float, int))scale13_kernel), _Z14scale13_kerneljfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, int))split3_kernel), _Z13split3_kernelfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
