#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000887.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6rank18PKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather24_kernel6Mode15PsPKi(enum Mode15, short *__restrict__, const int *__restrict__);
static void __device_stub__Z6kick35Pi6Mode15S_(int *__restrict__, enum Mode15, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6rank18PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))rank18)), 0U);}
# 27 "v000887.cu"
void rank18( const int *__cuda_0)
# 27 "v000887.cu"
{__device_stub__Z6rank18PKi( __cuda_0);
# 34 "v000887.cu"
}
# 1 "v000887.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather24_kernel6Mode15PsPKi( enum Mode15 __par0,  short *__restrict__ __par1,  const int *__restrict__ __par2) {  short *__T0;
 const int *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(enum Mode15, short *__restrict__, const int *__restrict__))gather24_kernel)), 0U); }
# 37 "v000887.cu"
void gather24_kernel( enum ::Mode15 __cuda_0,short *__restrict__ __cuda_1,const int *__restrict__ __cuda_2)
# 37 "v000887.cu"
{__device_stub__Z15gather24_kernel6Mode15PsPKi( __cuda_0,__cuda_1,__cuda_2);
# 48 "v000887.cu"
}
# 1 "v000887.cudafe1.stub.c"
static void __device_stub__Z6kick35Pi6Mode15S_( int *__restrict__ __par0,  enum Mode15 __par1,  int *__par2) {  int *__T2;
__cudaLaunchPrologue(3); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, enum Mode15, int *))kick35)), 0U); }
# 65 "v000887.cu"
static void kick35( int *__restrict__ __cuda_0,enum ::Mode15 __cuda_1,int *__cuda_2)
# 65 "v000887.cu"
{__device_stub__Z6kick35Pi6Mode15S_( __cuda_0,__cuda_1,__cuda_2);
# 73 "v000887.cu"
}
# 1 "v000887.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, enum Mode15, int *))kick35), _Z6kick35Pi6Mode15S_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(enum Mode15, short *__restrict__, const int *__restrict__))gather24_kernel), _Z15gather24_kernel6Mode15PsPKi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *))rank18), _Z6rank18PKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
