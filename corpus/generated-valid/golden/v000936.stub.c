#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000936.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather20_kernelPKjPcPKlS0_(const unsigned *__restrict__, char *__restrict__, const long *__restrict__, const unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp31iPKt(int, const unsigned short *);
static void __device_stub__Z13fuse10_kernelIfLi5EEvPKT_(const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15gather20_kernelPKjPcPKlS0_(const unsigned *__restrict__ __par0, char *__restrict__ __par1, const long *__restrict__ __par2, const unsigned *__restrict__ __par3){ const unsigned *__T1;
 char *__T2;
 const long *__T3;
 const unsigned *__T4;
__cudaLaunchPrologue(4);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__T2 = __par1;__cudaSetupArgSimple(__T2, 8UL);__T3 = __par2;__cudaSetupArgSimple(__T3, 16UL);__T4 = __par3;__cudaSetupArgSimple(__T4, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, char *__restrict__, const long *__restrict__, const unsigned *__restrict__))gather20_kernel)), 0U);}
# 42 "v000936.cu"
void gather20_kernel( const unsigned *__restrict__ __cuda_0,char *__restrict__ __cuda_1,const long *__restrict__ __cuda_2,const unsigned *__restrict__ __cuda_3)
# 42 "v000936.cu"
{__device_stub__Z15gather20_kernelPKjPcPKlS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 54 "v000936.cu"
}
# 1 "v000936.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp31iPKt( int __par0,  const unsigned short *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned short *))warp31)), 0U); }
# 56 "v000936.cu"
void warp31( int __cuda_0,const unsigned short *__cuda_1)
# 56 "v000936.cu"
{__device_stub__Z6warp31iPKt( __cuda_0,__cuda_1);
# 64 "v000936.cu"
}
# 1 "v000936.cudafe1.stub.c"
static void __device_stub__Z13fuse10_kernelIfLi5EEvPKT_( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))fuse10_kernel<float, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse10_kernel<float,5>( const float *&__cuda_0){__device_stub__Z13fuse10_kernelIfLi5EEvPKT_( (const float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(const float *))fuse10_kernel<float, (int)5> ), _Z13fuse10_kernelIfLi5EEvPKT_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, const unsigned short *))warp31), _Z6warp31iPKt, 256); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned *__restrict__, char *__restrict__, const long *__restrict__, const unsigned *__restrict__))gather20_kernel), _Z15gather20_kernelPKjPcPKlS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
