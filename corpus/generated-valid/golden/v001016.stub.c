#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001016.fatbin.c"
typedef Node12<long>  _Z6Node12IlE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_blend8Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack16_kernelPKdPi(const double *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh27_kerneld6Node12IlEPKjPKy(double,  _Z6Node12IlE&, const unsigned *, const unsigned long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_blend8Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_blend8)), 0U);}
# 22 "v001016.cu"
void map_blend8( float *__cuda_0,int __cuda_1)
# 22 "v001016.cu"
{__device_stub__Z10map_blend8Pfi( __cuda_0,__cuda_1); }
# 1 "v001016.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack16_kernelPKdPi( const double *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, int *))pack16_kernel)), 0U); }
# 36 "v001016.cu"
void pack16_kernel( const double *__cuda_0,int *__cuda_1)
# 36 "v001016.cu"
{__device_stub__Z13pack16_kernelPKdPi( __cuda_0,__cuda_1);
# 47 "v001016.cu"
}
# 1 "v001016.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh27_kerneld6Node12IlEPKjPKy( double __par0,   _Z6Node12IlE&__par1,  const unsigned *__par2,  const unsigned long long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double,  _Z6Node12IlE, const unsigned *, const unsigned long long *))weigh27_kernel)), 0U); }
# 59 "v001016.cu"
void weigh27_kernel( double __cuda_0, _Z6Node12IlE __cuda_1,const unsigned *__cuda_2,const unsigned long long *__cuda_3)
# 59 "v001016.cu"
{__device_stub__Z14weigh27_kerneld6Node12IlEPKjPKy( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 68 "v001016.cu"
}
# 1 "v001016.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T12) {  __nv_dummy_param_ref(__T12); __nv_save_fatbinhandle_for_managed_rt(__T12); __cudaRegisterEntry(__T12, ((void ( *)(double,  _Z6Node12IlE, const unsigned *, const unsigned long long *))weigh27_kernel), _Z14weigh27_kerneld6Node12IlEPKjPKy, 1024); __cudaRegisterEntry(__T12, ((void ( *)(const double *, int *))pack16_kernel), _Z13pack16_kernelPKdPi, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(float *, int))map_blend8), _Z10map_blend8Pfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
