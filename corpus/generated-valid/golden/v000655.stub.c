#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000655.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter6_kernelPjiPKh(unsigned *, int, const unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count15PjPlPf(unsigned *, long *, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum24_kernelPKdPKmPKiPx(const double *, const size_t *__restrict__, const int *__restrict__, long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter6_kernelPjiPKh(unsigned *__par0, int __par1, const unsigned char *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int, const unsigned char *))filter6_kernel)), 0U);}
# 17 "v000655.cu"
void filter6_kernel( unsigned *__cuda_0,int __cuda_1,const unsigned char *__cuda_2)
# 18 "v000655.cu"
{__device_stub__Z14filter6_kernelPjiPKh( __cuda_0,__cuda_1,__cuda_2);
# 24 "v000655.cu"
}
# 1 "v000655.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count15PjPlPf( unsigned *__par0,  long *__par1,  float *__restrict__ __par2) {  float *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, long *, float *__restrict__))count15)), 0U); }
# 28 "v000655.cu"
void count15( unsigned *__cuda_0,long *__cuda_1,float *__restrict__ __cuda_2)
# 29 "v000655.cu"
{__device_stub__Z7count15PjPlPf( __cuda_0,__cuda_1,__cuda_2);
# 41 "v000655.cu"
}
# 1 "v000655.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum24_kernelPKdPKmPKiPx( const double *__par0,  const size_t *__restrict__ __par1,  const int *__restrict__ __par2,  long long *__par3) {  const size_t *__T1;
 const int *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const double *, const size_t *__restrict__, const int *__restrict__, long long *))accum24_kernel)), 0U); }
# 43 "v000655.cu"
void accum24_kernel( const double *__cuda_0,const ::size_t *__restrict__ __cuda_1,const int *__restrict__ __cuda_2,long long *__cuda_3)
# 44 "v000655.cu"
{__device_stub__Z14accum24_kernelPKdPKmPKiPx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000655.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const double *, const size_t *__restrict__, const int *__restrict__, long long *))accum24_kernel), _Z14accum24_kernelPKdPKmPKiPx, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, long *, float *__restrict__))count15), _Z7count15PjPlPf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, int, const unsigned char *))filter6_kernel), _Z14filter6_kernelPjiPKh, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_kick11,::c_kick11), 0, 64UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(c_tally30,::c_tally30), 0, 4UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(c_probe31,::c_probe31), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
