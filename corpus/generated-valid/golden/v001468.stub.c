#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001468.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread21PKfsPjS0_(const float *__restrict__, short, unsigned *__restrict__, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix38PKfPKh(const float *, const unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8spread21PKfsPjS0_(const float *__restrict__ __par0, short __par1, unsigned *__restrict__ __par2, const float *__par3){ const float *__T0;
 unsigned *__T1;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, short, unsigned *__restrict__, const float *))spread21)), 0U);}
# 37 "v001468.cu"
void spread21( const float *__restrict__ __cuda_0,short __cuda_1,unsigned *__restrict__ __cuda_2,const float *__cuda_3)
# 37 "v001468.cu"
{__device_stub__Z8spread21PKfsPjS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001468.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5mix38PKfPKh( const float *__par0,  const unsigned char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, const unsigned char *))mix38)), 0U); }
# 59 "v001468.cu"
void mix38( const float *__cuda_0,const unsigned char *__cuda_1)
# 59 "v001468.cu"
{__device_stub__Z5mix38PKfPKh( __cuda_0,__cuda_1); }
# 1 "v001468.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const float *, const unsigned char *))mix38), _Z5mix38PKfPKh, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *__restrict__, short, unsigned *__restrict__, const float *))spread21), _Z8spread21PKfsPjS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
