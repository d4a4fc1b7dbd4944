#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001791.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tally2PKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5warp8PKd(const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth20_kernelPKijPKdPKx(const int *, unsigned, const double *, const long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep30Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread407Phase34(enum Phase34);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tally2PKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))tally2)), 0U);}
# 7 "v001791.cu"
void tally2( const float *__cuda_0)
# 7 "v001791.cu"
{__device_stub__Z6tally2PKf( __cuda_0);
# 18 "v001791.cu"
}
# 1 "v001791.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5warp8PKd( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))warp8)), 0U); }
# 20 "v001791.cu"
void warp8( const double *__cuda_0)
# 20 "v001791.cu"
{__device_stub__Z5warp8PKd( __cuda_0);
# 28 "v001791.cu"
}
# 1 "v001791.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth20_kernelPKijPKdPKx( const int *__par0,  unsigned __par1,  const double *__par2,  const long long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned, const double *, const long long *))smooth20_kernel)), 0U); }
# 37 "v001791.cu"
void smooth20_kernel( const int *__cuda_0,unsigned __cuda_1,const double *__cuda_2,const long long *__cuda_3)
# 37 "v001791.cu"
{__device_stub__Z15smooth20_kernelPKijPKdPKx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 45 "v001791.cu"
}
# 1 "v001791.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep30Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))sweep30)), 0U); }
# 47 "v001791.cu"
void sweep30( int *__cuda_0)
# 47 "v001791.cu"
{__device_stub__Z7sweep30Pi( __cuda_0);




}
# 1 "v001791.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread407Phase34( enum Phase34 __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(enum Phase34))spread40)), 0U); }
# 61 "v001791.cu"
void spread40( enum ::Phase34 __cuda_0)
# 61 "v001791.cu"
{__device_stub__Z8spread407Phase34( __cuda_0);
# 73 "v001791.cu"
}
# 1 "v001791.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(enum Phase34))spread40), _Z8spread407Phase34, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *))sweep30), _Z7sweep30Pi, 1024); __cudaRegisterEntry(__T5, ((void ( *)(const int *, unsigned, const double *, const long long *))smooth20_kernel), _Z15smooth20_kernelPKijPKdPKx, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const double *))warp8), _Z5warp8PKd, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *))tally2), _Z6tally2PKf, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_grow45,::d_grow45), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
