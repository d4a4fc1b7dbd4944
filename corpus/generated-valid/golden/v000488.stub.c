#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000488.fatbin.c"
static void __device_stub__Z7pivot18iPKi(int, const int *);
static void __device_stub__Z7clamp22PKiiPKfa(const int *, int, const float *, signed char);
static void __device_stub__Z16scatter29_kernelIdLi8EEvPT_6Stats2S0_S0_(double *, const struct Stats2&, double, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7pivot18iPKi(int __par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const int *))pivot18)), 0U);}
# 42 "v000488.cu"
static void pivot18( int __cuda_0,const int *__cuda_1)
# 42 "v000488.cu"
{__device_stub__Z7pivot18iPKi( __cuda_0,__cuda_1);



}
# 1 "v000488.cudafe1.stub.c"
static void __device_stub__Z7clamp22PKiiPKfa( const int *__par0,  int __par1,  const float *__par2,  signed char __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, int, const float *, signed char))clamp22)), 0U); }
# 49 "v000488.cu"
static void clamp22( const int *__cuda_0,int __cuda_1,const float *__cuda_2,signed char __cuda_3)
# 49 "v000488.cu"
{__device_stub__Z7clamp22PKiiPKfa( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000488.cudafe1.stub.c"
static void __device_stub__Z16scatter29_kernelIdLi8EEvPT_6Stats2S0_S0_( double *__par0,  const struct Stats2&__par1,  double __par2,  double __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaSetupArgSimple(__par2, 24UL); __cudaSetupArgSimple(__par3, 32UL); __cudaLaunch(((char *)((void ( *)(double *, const struct Stats2, double, double))scatter29_kernel<double, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scatter29_kernel<double,8>( double *&__cuda_0,const struct ::Stats2 &__cuda_1,double &__cuda_2,double &__cuda_3){__device_stub__Z16scatter29_kernelIdLi8EEvPT_6Stats2S0_S0_( (double *&)__cuda_0,(struct ::Stats2 &)__cuda_1,(double &)__cuda_2,(double &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *, const struct Stats2, double, double))scatter29_kernel<double, (int)8> ), _Z16scatter29_kernelIdLi8EEvPT_6Stats2S0_S0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int, const float *, signed char))clamp22), _Z7clamp22PKiiPKfa, 64); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *))pivot18), _Z7pivot18iPKi, 256); __cudaRegisterVariable(__T3, __shadow_var(c_gather7,::c_gather7), 0, 16UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(c_gather28,::c_gather28), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
