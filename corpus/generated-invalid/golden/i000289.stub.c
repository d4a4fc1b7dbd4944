#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000289.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_kick13Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow26i(int);
static void __device_stub__Z16combine19_kernelIiEvPKT_iPS0_(const int *, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_kick13Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_kick13)), 0U);}
# 28 "i000289.cu"
void map_kick13( float *__cuda_0,int __cuda_1)
# 28 "i000289.cu"
{__device_stub__Z10map_kick13Pfi( __cuda_0,__cuda_1); }
# 1 "i000289.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow26i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))grow26)), 0U); }
# 49 "i000289.cu"
void grow26( int __cuda_0)
# 50 "i000289.cu"
{__device_stub__Z6grow26i( __cuda_0);
# 56 "i000289.cu"
}
# 1 "i000289.cudafe1.stub.c"
static void __device_stub__Z16combine19_kernelIiEvPKT_iPS0_( const int *__par0,  int __par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int, int *))combine19_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine19_kernel<int>( const int *&__cuda_0,int &__cuda_1,int *&__cuda_2){__device_stub__Z16combine19_kernelIiEvPKT_iPS0_( (const int *&)__cuda_0,(int &)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int, int *))combine19_kernel<int> ), _Z16combine19_kernelIiEvPKT_iPS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))grow26), _Z6grow26i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_kick13), _Z10map_kick13Pfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
