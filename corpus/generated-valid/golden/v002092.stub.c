#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002092.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh20_kernelPKf(const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp23Pf(float *__restrict__);
static void __device_stub__Z14decay26_kernelIfLi5EEvT_(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh20_kernelPKf(const float *__restrict__ __par0){ const float *__T1;
__cudaLaunchPrologue(1);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__))weigh20_kernel)), 0U);}
# 42 "v002092.cu"
void weigh20_kernel( const float *__restrict__ __cuda_0)
# 43 "v002092.cu"
{__device_stub__Z14weigh20_kernelPKf( __cuda_0);


}
# 1 "v002092.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp23Pf( float *__restrict__ __par0) {  float *__T2;
__cudaLaunchPrologue(1); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__))clamp23)), 0U); }
# 48 "v002092.cu"
void clamp23( float *__restrict__ __cuda_0)
# 49 "v002092.cu"
{__device_stub__Z7clamp23Pf( __cuda_0);
# 62 "v002092.cu"
}
# 1 "v002092.cudafe1.stub.c"
static void __device_stub__Z14decay26_kernelIfLi5EEvT_( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))decay26_kernel<float, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay26_kernel<float,5>( float &__cuda_0){__device_stub__Z14decay26_kernelIfLi5EEvT_( (float &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(float))decay26_kernel<float, (int)5> ), _Z14decay26_kernelIfLi5EEvT_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *__restrict__))clamp23), _Z7clamp23Pf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const float *__restrict__))weigh20_kernel), _Z14weigh20_kernelPKf, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_gather8,::c_gather8), 0, 16UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(d_drift9,::d_drift9), 0, 512UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
