#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000467.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6scale6PKiji(const int *__restrict__, unsigned, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_rank24Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_spread25Pji(unsigned *, int);
static void __device_stub__Z6lerp30IfLi3EEvPKT_(const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6scale6PKiji(const int *__restrict__ __par0, unsigned __par1, int __par2){ const int *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, unsigned, int))scale6)), 0U);}
# 20 "v000467.cu"
void scale6( const int *__restrict__ __cuda_0,unsigned __cuda_1,int __cuda_2)
# 20 "v000467.cu"
{__device_stub__Z6scale6PKiji( __cuda_0,__cuda_1,__cuda_2);
# 32 "v000467.cu"
}
# 1 "v000467.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_rank24Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_rank24)), 0U); }
# 64 "v000467.cu"
void map_rank24( double *__cuda_0,int __cuda_1)
# 64 "v000467.cu"
{__device_stub__Z10map_rank24Pdi( __cuda_0,__cuda_1); }
# 1 "v000467.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_spread25Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_spread25)), 0U); }
# 65 "v000467.cu"
void map_spread25( unsigned *__cuda_0,int __cuda_1)
# 65 "v000467.cu"
{__device_stub__Z12map_spread25Pji( __cuda_0,__cuda_1); }
# 1 "v000467.cudafe1.stub.c"
static void __device_stub__Z6lerp30IfLi3EEvPKT_( const float *__restrict__ __par0) {  const float *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__))lerp30<float, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_lerp30<float,3>( const float *__restrict__ &__cuda_0){__device_stub__Z6lerp30IfLi3EEvPKT_( (const float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const float *__restrict__))lerp30<float, (int)3> ), _Z6lerp30IfLi3EEvPKT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *, int))map_spread25), _Z12map_spread25Pji, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double *, int))map_rank24), _Z10map_rank24Pdi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *__restrict__, unsigned, int))scale6), scale6, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
