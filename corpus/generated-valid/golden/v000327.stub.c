#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000327.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step21_kernelif(int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__9dc72fbe_10_v000327_cu_0e11be6413scale7_kernelEiPmd(int, size_t *, double);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__9dc72fbe_10_v000327_cu_0e11be647trace13EPii(int *, int);
static void __device_stub__ZN6kern287tally39IdLi3EEEvPKT_i(const double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13step21_kernelif(int __par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, float))step21_kernel)), 0U);}
# 41 "v000327.cu"
void step21_kernel( int __cuda_0,float __cuda_1)
# 42 "v000327.cu"
{__device_stub__Z13step21_kernelif( __cuda_0,__cuda_1);
# 50 "v000327.cu"
}
# 1 "v000327.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__9dc72fbe_10_v000327_cu_0e11be6413scale7_kernelEiPmd( int __par0,  size_t *__par1,  double __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, size_t *, double))_NV_ANON_NAMESPACE::scale7_kernel)), 0U); }
# 18 "v000327.cu"
void _NV_ANON_NAMESPACE::scale7_kernel( int __cuda_0,::size_t *__cuda_1,double __cuda_2)
# 19 "v000327.cu"
{__device_stub__ZN43_GLOBAL__N__9dc72fbe_10_v000327_cu_0e11be6413scale7_kernelEiPmd( __cuda_0,__cuda_1,__cuda_2);
# 28 "v000327.cu"
}
# 1 "v000327.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__9dc72fbe_10_v000327_cu_0e11be647trace13EPii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))_NV_ANON_NAMESPACE::trace13)), 0U); }
# 30 "v000327.cu"
void _NV_ANON_NAMESPACE::trace13( int *__cuda_0,int __cuda_1)
# 31 "v000327.cu"
{__device_stub__ZN43_GLOBAL__N__9dc72fbe_10_v000327_cu_0e11be647trace13EPii( __cuda_0,__cuda_1);



}
# 1 "v000327.cudafe1.stub.c"
static void __device_stub__ZN6kern287tally39IdLi3EEEvPKT_i( const double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, int))kern28::tally39<double, (int)3> )), 0U); }namespace kern28{

template<> __specialization_static void __wrapper__device_stub_tally39<double,3>( const double *&__cuda_0,int &__cuda_1){__device_stub__ZN6kern287tally39IdLi3EEEvPKT_i( (const double *&)__cuda_0,(int &)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, int))kern28::tally39<double, (int)3> ), _ZN6kern287tally39IdLi3EEEvPKT_i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))_NV_ANON_NAMESPACE::trace13), _ZN43_GLOBAL__N__9dc72fbe_10_v000327_cu_0e11be647trace13EPii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, size_t *, double))_NV_ANON_NAMESPACE::scale7_kernel), _ZN43_GLOBAL__N__9dc72fbe_10_v000327_cu_0e11be6413scale7_kernelEiPmd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, float))step21_kernel), _Z13step21_kernelif, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_smooth6,::d_smooth6), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(c_scatter19,::c_scatter19), 0, 16UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(d_mix20,::d_mix20), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
