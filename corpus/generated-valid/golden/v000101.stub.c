#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000101.fatbin.c"
static void __device_stub__Z5bias6PiifPKf(int *, int, float, const float *);
static void __device_stub__Z14split32_kernelIdLi3EEvPT_(double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5bias6PiifPKf(int *__par0, int __par1, float __par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, float, const float *))bias6)), 0U);}
# 7 "v000101.cu"
static void bias6( int *__cuda_0,int __cuda_1,float __cuda_2,const float *__cuda_3)
# 8 "v000101.cu"
{__device_stub__Z5bias6PiifPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 18 "v000101.cu"
}
# 1 "v000101.cudafe1.stub.c"
static void __device_stub__Z14split32_kernelIdLi3EEvPT_( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))split32_kernel<double, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_split32_kernel<double,3>( double *&__cuda_0){__device_stub__Z14split32_kernelIdLi3EEvPT_( (double *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *))split32_kernel<double, (int)3> ), _Z14split32_kernelIdLi3EEvPT_, 512); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, float, const float *))bias6), _Z5bias6PiifPKf, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_smooth31,::m_smooth31), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
