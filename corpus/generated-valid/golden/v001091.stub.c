#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001091.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fuse5iPKdPKfS2_(int, const double *, const float *, const float *);
static void __device_stub__Z6sift28fij(float, int, unsigned);
static void __device_stub__Z13fuse25_kernelIiLi7EEvPT_Pd(int *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fuse5iPKdPKfS2_(int __par0, const double *__par1, const float *__par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const double *, const float *, const float *))fuse5)), 0U);}
# 10 "v001091.cu"
void fuse5( int __cuda_0,const double *__cuda_1,const float *__cuda_2,const float *__cuda_3)
# 10 "v001091.cu"
{__device_stub__Z5fuse5iPKdPKfS2_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 18 "v001091.cu"
}
# 1 "v001091.cudafe1.stub.c"
static void __device_stub__Z6sift28fij( float __par0,  int __par1,  unsigned __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(float, int, unsigned))sift28)), 0U); }
# 45 "v001091.cu"
static void sift28( float __cuda_0,int __cuda_1,unsigned __cuda_2)
# 45 "v001091.cu"
{__device_stub__Z6sift28fij( __cuda_0,__cuda_1,__cuda_2);
# 54 "v001091.cu"
}
# 1 "v001091.cudafe1.stub.c"
static void __device_stub__Z13fuse25_kernelIiLi7EEvPT_Pd( int *__par0,  double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, double *))fuse25_kernel<int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse25_kernel<int,7>( int *&__cuda_0,double *&__cuda_1){__device_stub__Z13fuse25_kernelIiLi7EEvPT_Pd( (int *&)__cuda_0,(double *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, double *))fuse25_kernel<int, (int)7> ), _Z13fuse25_kernelIiLi7EEvPT_Pd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, int, unsigned))sift28), _Z6sift28fij, 512); __cudaRegisterEntry(__T3, ((void ( *)(int, const double *, const float *, const float *))fuse5), _Z5fuse5iPKdPKfS2_, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
