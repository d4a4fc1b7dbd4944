#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000789.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift7PKfPKi(const float *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally22f10Particle18S_S_(float, struct Particle18&, struct Particle18&, struct Particle18&);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm30_kerneliPKffPm(int, const float *, float, size_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift7PKfPKi(const float *__par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, const int *))sift7)), 0U);}
# 12 "v000789.cu"
void sift7( const float *__cuda_0,const int *__cuda_1)
# 12 "v000789.cu"
{__device_stub__Z5sift7PKfPKi( __cuda_0,__cuda_1);
# 20 "v000789.cu"
}
# 1 "v000789.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally22f10Particle18S_S_( float __par0,  struct Particle18&__par1,  struct Particle18&__par2,  struct Particle18&__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaSetupArg(__par2, 24UL); __cudaSetupArg(__par3, 40UL); __cudaLaunch(((char *)((void ( *)(float, struct Particle18, struct Particle18, struct Particle18))tally22)), 0U); }
# 41 "v000789.cu"
void tally22( float __cuda_0,struct ::Particle18 __cuda_1,struct ::Particle18 __cuda_2,struct ::Particle18 __cuda_3)
# 41 "v000789.cu"
{__device_stub__Z7tally22f10Particle18S_S_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000789.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm30_kerneliPKffPm( int __par0,  const float *__par1,  float __par2,  size_t *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const float *, float, size_t *))norm30_kernel)), 0U); }
# 48 "v000789.cu"
void norm30_kernel( int __cuda_0,const float *__cuda_1,float __cuda_2,::size_t *__cuda_3)
# 48 "v000789.cu"
{__device_stub__Z13norm30_kerneliPKffPm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 67 "v000789.cu"
}
# 1 "v000789.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, const float *, float, size_t *))norm30_kernel), _Z13norm30_kerneliPKffPm, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, struct Particle18, struct Particle18, struct Particle18))tally22), _Z7tally22f10Particle18S_S_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, const int *))sift7), _Z5sift7PKfPKi, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
