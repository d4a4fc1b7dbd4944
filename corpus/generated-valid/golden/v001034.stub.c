#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001034.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12bump6_kernelfPKfS0_f(float, const float *, const float *, float);
static void __device_stub__Z13bump14_kernelIlLi2EEvPT_(long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12bump6_kernelfPKfS0_f(float __par0, const float *__par1, const float *__par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float, const float *, const float *, float))bump6_kernel)), 0U);}
# 17 "v001034.cu"
void bump6_kernel( float __cuda_0,const float *__cuda_1,const float *__cuda_2,float __cuda_3)
# 18 "v001034.cu"
{__device_stub__Z12bump6_kernelfPKfS0_f( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v001034.cu"
}
# 1 "v001034.cudafe1.stub.c"
static void __device_stub__Z13bump14_kernelIlLi2EEvPT_( long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long *))bump14_kernel<long, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bump14_kernel<long,2>( long *&__cuda_0){__device_stub__Z13bump14_kernelIlLi2EEvPT_( (long *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(long *))bump14_kernel<long, (int)2> ), _Z13bump14_kernelIlLi2EEvPT_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float, const float *, const float *, float))bump6_kernel), _Z12bump6_kernelfPKfS0_f, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
