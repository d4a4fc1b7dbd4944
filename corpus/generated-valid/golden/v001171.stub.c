#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001171.fatbin.c"
typedef int _ZN43_GLOBAL__N__9bf355ad_10_v001171_cu_8415cd236idx8_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp12_kernelii(_ZN43_GLOBAL__N__9bf355ad_10_v001171_cu_8415cd236idx8_tE, int);
static void __device_stub__Z13score4_kernelIjEvT_(unsigned);
static void __device_stub__Z6bias17IdEvPKT_S2_i(const double *, const double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13warp12_kernelii(_ZN43_GLOBAL__N__9bf355ad_10_v001171_cu_8415cd236idx8_tE __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(_ZN43_GLOBAL__N__9bf355ad_10_v001171_cu_8415cd236idx8_tE, int))warp12_kernel)), 0U);}
# 23 "v001171.cu"
void warp12_kernel( _ZN43_GLOBAL__N__9bf355ad_10_v001171_cu_8415cd236idx8_tE __cuda_0,int __cuda_1)
# 23 "v001171.cu"
{__device_stub__Z13warp12_kernelii( __cuda_0,__cuda_1);
# 30 "v001171.cu"
}
# 1 "v001171.cudafe1.stub.c"
static void __device_stub__Z13score4_kernelIjEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))score4_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_score4_kernel<unsigned>( unsigned &__cuda_0){__device_stub__Z13score4_kernelIjEvT_( (unsigned &)__cuda_0);}
static void __device_stub__Z6bias17IdEvPKT_S2_i( const double *__par0,  const double *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const double *, const double *, int))bias17<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bias17<double>( const double *&__cuda_0,const double *&__cuda_1,int &__cuda_2){__device_stub__Z6bias17IdEvPKT_S2_i( (const double *&)__cuda_0,(const double *&)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, const double *, int))bias17<double> ), _Z6bias17IdEvPKT_S2_i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned))score4_kernel<unsigned int> ), _Z13score4_kernelIjEvT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(_ZN43_GLOBAL__N__9bf355ad_10_v001171_cu_8415cd236idx8_tE, int))warp12_kernel), _Z13warp12_kernelii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
