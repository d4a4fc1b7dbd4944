#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001006.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12tile3_kernelPii(int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply15_kernelPKiii(const int *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum22PKiPKxi(const int *__restrict__, const long long *, int);
static void __device_stub__Z15smooth31_kernelIjEvPKT_(const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12tile3_kernelPii(int *__restrict__ __par0, int __par1){ int *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, int))tile3_kernel)), 0U);}
# 8 "v001006.cu"
void tile3_kernel( int *__restrict__ __cuda_0,int __cuda_1)
# 8 "v001006.cu"
{__device_stub__Z12tile3_kernelPii( __cuda_0,__cuda_1);
# 24 "v001006.cu"
}
# 1 "v001006.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply15_kernelPKiii( const int *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const int *, int, int))apply15_kernel)), 0U); }
# 33 "v001006.cu"
void apply15_kernel( const int *__cuda_0,int __cuda_1,int __cuda_2)
# 33 "v001006.cu"
{__device_stub__Z14apply15_kernelPKiii( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001006.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum22PKiPKxi( const int *__restrict__ __par0,  const long long *__par1,  int __par2) {  const int *__T1;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, const long long *, int))accum22)), 0U); }
# 39 "v001006.cu"
void accum22( const int *__restrict__ __cuda_0,const long long *__cuda_1,int __cuda_2)
# 39 "v001006.cu"
{__device_stub__Z7accum22PKiPKxi( __cuda_0,__cuda_1,__cuda_2);
# 59 "v001006.cu"
}
# 1 "v001006.cudafe1.stub.c"
static void __device_stub__Z15smooth31_kernelIjEvPKT_( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))smooth31_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_smooth31_kernel<unsigned>( const unsigned *&__cuda_0){__device_stub__Z15smooth31_kernelIjEvPKT_( (const unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *))smooth31_kernel<unsigned int> ), _Z15smooth31_kernelIjEvPKT_, 256); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__, const long long *, int))accum22), accum22, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *, int, int))apply15_kernel), apply15_kernel, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, int))tile3_kernel), _Z12tile3_kernelPii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
