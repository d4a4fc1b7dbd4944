#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000129.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13scale9_kernelii(int, int);
static void __device_stub__Z7drift16IfLi3EEvPT_PKS0_(float *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13scale9_kernelii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))scale9_kernel)), 0U);}
# 21 "v000129.cu"
void scale9_kernel( int __cuda_0,int __cuda_1)
# 22 "v000129.cu"
{__device_stub__Z13scale9_kernelii( __cuda_0,__cuda_1);
# 32 "v000129.cu"
}
# 1 "v000129.cudafe1.stub.c"
static void __device_stub__Z7drift16IfLi3EEvPT_PKS0_( float *__par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, const float *))drift16<float, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_drift16<float,3>( float *&__cuda_0,const float *&__cuda_1){__device_stub__Z7drift16IfLi3EEvPT_PKS0_( (float *&)__cuda_0,(const float *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *, const float *))drift16<float, (int)3> ), _Z7drift16IfLi3EEvPT_PKS0_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, int))scale9_kernel), _Z13scale9_kernelii, 256UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
