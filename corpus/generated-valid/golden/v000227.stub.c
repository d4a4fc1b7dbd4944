#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000227.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6shade2PdPi(double *, int *);
static void __device_stub__Z7weigh13PKjPKhS0_(const unsigned *, const unsigned char *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern193v2013rank21_kernelEbPKliPf(bool, const long *, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern193v2014tally27_kernelEPfPmPKc(float *, size_t *, const char *);
static void __device_stub__ZN6kern193v207blend34EPf(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6shade2PdPi(double *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, int *))shade2)), 0U);}
# 7 "v000227.cu"
void shade2( double *__cuda_0,int *__cuda_1)
# 7 "v000227.cu"
{__device_stub__Z6shade2PdPi( __cuda_0,__cuda_1);
# 13 "v000227.cu"
}
# 1 "v000227.cudafe1.stub.c"
static void __device_stub__Z7weigh13PKjPKhS0_( const unsigned *__par0,  const unsigned char *__par1,  const unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned char *, const unsigned *))weigh13)), 0U); }
# 36 "v000227.cu"
static void weigh13( const unsigned *__cuda_0,const unsigned char *__cuda_1,const unsigned *__cuda_2)
# 36 "v000227.cu"
{__device_stub__Z7weigh13PKjPKhS0_( __cuda_0,__cuda_1,__cuda_2);
# 45 "v000227.cu"
}
# 1 "v000227.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern193v2013rank21_kernelEbPKliPf( bool __par0,  const long *__par1,  int __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(bool, const long *, int, float *))kern19::v20::rank21_kernel)), 0U); }
# 48 "v000227.cu"
void kern19::v20::rank21_kernel( bool __cuda_0,const long *__cuda_1,int __cuda_2,float *__cuda_3)
# 48 "v000227.cu"
{__device_stub__ZN6kern193v2013rank21_kernelEbPKliPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 55 "v000227.cu"
}
# 1 "v000227.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern193v2014tally27_kernelEPfPmPKc( float *__par0,  size_t *__par1,  const char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, size_t *, const char *))kern19::v20::tally27_kernel)), 0U); }
# 57 "v000227.cu"
void kern19::v20::tally27_kernel( float *__cuda_0,::size_t *__cuda_1,const char *__cuda_2)
# 57 "v000227.cu"
{__device_stub__ZN6kern193v2014tally27_kernelEPfPmPKc( __cuda_0,__cuda_1,__cuda_2);
# 77 "v000227.cu"
}
# 1 "v000227.cudafe1.stub.c"
static void __device_stub__ZN6kern193v207blend34EPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))kern19::v20::blend34)), 0U); }
# 79 "v000227.cu"
static void kern19::v20::blend34( float *__cuda_0)
# 79 "v000227.cu"
{__device_stub__ZN6kern193v207blend34EPf( __cuda_0);
# 86 "v000227.cu"
}
# 1 "v000227.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *))kern19::v20::blend34), _ZN6kern193v207blend34EPf, 512); __cudaRegisterEntry(__T4, ((void ( *)(float *, size_t *, const char *))kern19::v20::tally27_kernel), _ZN6kern193v2014tally27_kernelEPfPmPKc, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(bool, const long *, int, float *))kern19::v20::rank21_kernel), _ZN6kern193v2013rank21_kernelEbPKliPf, 1024); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, const unsigned char *, const unsigned *))weigh13), _Z7weigh13PKjPKhS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *, int *))shade2), _Z6shade2PdPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
