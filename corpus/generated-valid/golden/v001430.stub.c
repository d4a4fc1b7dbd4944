#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001430.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift11_kernelPKiPKfi(const int *, const float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather38iiPfPi(int, int, float *, int *);
static void __device_stub__Z6score4IdEvT_(double);
static void __device_stub__Z13bump21_kernelIfEvPT_S0_(float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__860205bb_10_v001430_cu_d2e2b16c6bias32EiPKjyi(int, const unsigned *__restrict__, unsigned long long, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sift11_kernelPKiPKfi(const int *__par0, const float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, const float *, int))sift11_kernel)), 0U);}
# 25 "v001430.cu"
void sift11_kernel( const int *__cuda_0,const float *__cuda_1,int __cuda_2)
# 26 "v001430.cu"
{__device_stub__Z13sift11_kernelPKiPKfi( __cuda_0,__cuda_1,__cuda_2);
# 43 "v001430.cu"
}
# 1 "v001430.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather38iiPfPi( int __par0,  int __par1,  float *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, float *, int *))gather38)), 0U); }
# 72 "v001430.cu"
void gather38( int __cuda_0,int __cuda_1,float *__cuda_2,int *__cuda_3)
# 73 "v001430.cu"
{__device_stub__Z8gather38iiPfPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001430.cudafe1.stub.c"
static void __device_stub__Z6score4IdEvT_( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))score4<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_score4<double>( double &__cuda_0){__device_stub__Z6score4IdEvT_( (double &)__cuda_0);}
static void __device_stub__Z13bump21_kernelIfEvPT_S0_( float *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, float))bump21_kernel<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bump21_kernel<float>( float *&__cuda_0,float &__cuda_1){__device_stub__Z13bump21_kernelIfEvPT_S0_( (float *&)__cuda_0,(float &)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__860205bb_10_v001430_cu_d2e2b16c6bias32EiPKjyi( int __par0,  const unsigned *__restrict__ __par1,  unsigned long long __par2,  int __par3) {  const unsigned *__T4;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *__restrict__, unsigned long long, int))_NV_ANON_NAMESPACE::bias32)), 0U); }
# 64 "v001430.cu"
void _NV_ANON_NAMESPACE::bias32( int __cuda_0,const unsigned *__restrict__ __cuda_1,unsigned long long __cuda_2,int __cuda_3)
# 65 "v001430.cu"
{__device_stub__ZN43_GLOBAL__N__860205bb_10_v001430_cu_d2e2b16c6bias32EiPKjyi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001430.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, const unsigned *__restrict__, unsigned long long, int))_NV_ANON_NAMESPACE::bias32), _ZN43_GLOBAL__N__860205bb_10_v001430_cu_d2e2b16c6bias32EiPKjyi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, float))bump21_kernel<float> ), _Z13bump21_kernelIfEvPT_S0_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double))score4<double> ), _Z6score4IdEvT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int, float *, int *))gather38), _Z8gather38iiPfPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *, const float *, int))sift11_kernel), _Z13sift11_kernelPKiPKfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
