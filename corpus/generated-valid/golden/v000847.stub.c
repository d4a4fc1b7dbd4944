#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000847.fatbin.c"
static void __device_stub__Z13sift18_kernelIfEvPKT_(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__78402add_10_v000847_cu_g_sift1214split28_kernelElPKiS1_6Pixel7(long, const int *, const int *, struct Pixel7&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13sift18_kernelIfEvPKT_(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))sift18_kernel<float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_sift18_kernel<float>( const float *&__cuda_0){__device_stub__Z13sift18_kernelIfEvPKT_( (const float *&)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__78402add_10_v000847_cu_g_sift1214split28_kernelElPKiS1_6Pixel7(long __par0, const int *__par1, const int *__par2, struct Pixel7&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long, const int *, const int *, struct Pixel7))_NV_ANON_NAMESPACE::split28_kernel)), 0U);}
# 67 "v000847.cu"
void _NV_ANON_NAMESPACE::split28_kernel( long __cuda_0,const int *__cuda_1,const int *__cuda_2,struct ::Pixel7 __cuda_3)
# 67 "v000847.cu"
{__device_stub__ZN43_GLOBAL__N__78402add_10_v000847_cu_g_sift1214split28_kernelElPKiS1_6Pixel7( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 73 "v000847.cu"
}
# 1 "v000847.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(long, const int *, const int *, struct Pixel7))_NV_ANON_NAMESPACE::split28_kernel), _ZN43_GLOBAL__N__78402add_10_v000847_cu_g_sift1214split28_kernelElPKiS1_6Pixel7, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *))sift18_kernel<float> ), _Z13sift18_kernelIfEvPKT_, 32); __cudaRegisterVariable(__T5, __shadow_var(c_clamp17,::c_clamp17), 0, 4UL, 1, 0); __cudaRegisterVariable(__T5, __shadow_var(_ZN41_INTERNAL_78402add_10_v000847_cu_g_sift1243_GLOBAL__N__78402add_10_v000847_cu_g_sift128d_bias34E,::_NV_ANON_NAMESPACE::d_bias34), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
