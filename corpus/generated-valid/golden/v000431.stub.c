#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000431.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15stencil6_kernelPKmPa(const size_t *, signed char *);
static void __device_stub__Z14probe30_kernelIifEvPT_(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__98c9696a_10_v000431_cu_71a816156grow34EPdPfPiPKi(double *, float *, int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15stencil6_kernelPKmPa(const size_t *__par0, signed char *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const size_t *, signed char *))stencil6_kernel)), 0U);}
# 14 "v000431.cu"
void stencil6_kernel( const ::size_t *__cuda_0,signed char *__cuda_1)
# 14 "v000431.cu"
{__device_stub__Z15stencil6_kernelPKmPa( __cuda_0,__cuda_1);
# 22 "v000431.cu"
}
# 1 "v000431.cudafe1.stub.c"
static void __device_stub__Z14probe30_kernelIifEvPT_( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))probe30_kernel<int, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_probe30_kernel<int,float>( int *&__cuda_0){__device_stub__Z14probe30_kernelIifEvPT_( (int *&)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__98c9696a_10_v000431_cu_71a816156grow34EPdPfPiPKi( double *__par0,  float *__par1,  int *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, float *, int *, const int *))_NV_ANON_NAMESPACE::grow34)), 0U); }
# 86 "v000431.cu"
void _NV_ANON_NAMESPACE::grow34( double *__cuda_0,float *__cuda_1,int *__cuda_2,const int *__cuda_3)
# 86 "v000431.cu"
{__device_stub__ZN43_GLOBAL__N__98c9696a_10_v000431_cu_71a816156grow34EPdPfPiPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 93 "v000431.cu"
}
# 1 "v000431.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *, float *, int *, const int *))_NV_ANON_NAMESPACE::grow34), _ZN43_GLOBAL__N__98c9696a_10_v000431_cu_71a816156grow34EPdPfPiPKi, 256UL); __cudaRegisterEntry(__T3, ((void ( *)(int *))probe30_kernel<int, float> ), _Z14probe30_kernelIifEvPT_, 32); __cudaRegisterEntry(__T3, ((void ( *)(const size_t *, signed char *))stencil6_kernel), _Z15stencil6_kernelPKmPa, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_apply24,::d_apply24), 0, 8UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(_ZN41_INTERNAL_98c9696a_10_v000431_cu_71a8161543_GLOBAL__N__98c9696a_10_v000431_cu_71a816159c_merge39E,::_NV_ANON_NAMESPACE::c_merge39), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
