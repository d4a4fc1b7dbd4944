#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001275.fatbin.c"
static void __device_stub__Z7accum21PKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fuse27_kernelPKiiPKd(const int *, int, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp31_kernelPiS_ii(int *, int *, int, int);
static void __device_stub__Z6step12IjjEvT0_S0_(unsigned, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7accum21PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))accum21)), 0U);}
# 51 "v001275.cu"
static void accum21( const int *__cuda_0)
# 51 "v001275.cu"
{__device_stub__Z7accum21PKi( __cuda_0);
# 57 "v001275.cu"
}
# 1 "v001275.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fuse27_kernelPKiiPKd( const int *__par0,  int __par1,  const double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int, const double *))fuse27_kernel)), 0U); }
# 59 "v001275.cu"
void fuse27_kernel( const int *__cuda_0,int __cuda_1,const double *__cuda_2)
# 59 "v001275.cu"
{__device_stub__Z13fuse27_kernelPKiiPKd( __cuda_0,__cuda_1,__cuda_2);
# 66 "v001275.cu"
}
# 1 "v001275.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp31_kernelPiS_ii( int *__par0,  int *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int *, int *, int, int))clamp31_kernel)), 0U); }
# 68 "v001275.cu"
void clamp31_kernel( int *__cuda_0,int *__cuda_1,int __cuda_2,int __cuda_3)
# 68 "v001275.cu"
{__device_stub__Z14clamp31_kernelPiS_ii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 74 "v001275.cu"
}
# 1 "v001275.cudafe1.stub.c"
static void __device_stub__Z6step12IjjEvT0_S0_( unsigned __par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, unsigned))step12<unsigned int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_step12<unsigned,unsigned>( unsigned &__cuda_0,unsigned &__cuda_1){__device_stub__Z6step12IjjEvT0_S0_( (unsigned &)__cuda_0,(unsigned &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, unsigned))step12<unsigned int, unsigned int> ), _Z6step12IjjEvT0_S0_, 128); __cudaRegisterEntry(__T4, ((void ( *)(int *, int *, int, int))clamp31_kernel), _Z14clamp31_kernelPiS_ii, 256); __cudaRegisterEntry(__T4, ((void ( *)(const int *, int, const double *))fuse27_kernel), _Z13fuse27_kernelPKiiPKd, 256); __cudaRegisterEntry(__T4, ((void ( *)(const int *))accum21), _Z7accum21PKi, 512); __cudaRegisterVariable(__T4, __shadow_var(d_decay20,::d_decay20), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
