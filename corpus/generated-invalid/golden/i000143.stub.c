#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000143.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack6PKfiPKji(const float *, int, const unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_scale18Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_fuse19Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp25PiPKmPKdi(int *, const idx20_t *, const double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6rank34iPcii(int, char *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5pack6PKfiPKji(const float *__par0, int __par1, const unsigned *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *, int, const unsigned *, int))pack6)), 0U);}
# 20 "i000143.cu"
void pack6( const float *__cuda_0,int __cuda_1,const unsigned *__cuda_2,int __cuda_3)
# 21 "i000143.cu"
{__device_stub__Z5pack6PKfiPKji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "i000143.cu"
}
# 1 "i000143.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_scale18Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_scale18)), 0U); }
# 49 "i000143.cu"
void map_scale18( unsigned *__cuda_0,int __cuda_1)
# 49 "i000143.cu"
{__device_stub__Z11map_scale18Pji( __cuda_0,__cuda_1); }
# 1 "i000143.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_fuse19Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_fuse19)), 0U); }
# 50 "i000143.cu"
void map_fuse19( float *__cuda_0,int __cuda_1)
# 50 "i000143.cu"
{__device_stub__Z10map_fuse19Pfi( __cuda_0,__cuda_1); }
# 1 "i000143.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp25PiPKmPKdi( int *__par0,  const idx20_t *__par1,  const double *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, const idx20_t *, const double *, int))lerp25)), 0U); }
# 54 "i000143.cu"
void lerp25( int *__cuda_0,const ::idx20_t *__cuda_1,const double *__cuda_2,int __cuda_3)
# 55 "i000143.cu"
{__device_stub__Z6lerp25PiPKmPKdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 67 "i000143.cu"
}
# 1 "i000143.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6rank34iPcii( int __par0,  char *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int, char *, int, int))rank34)), 0U); }
# 69 "i000143.cu"
void rank34( int __cuda_0,char *__cuda_1,int __cuda_2,int __cuda_3)
# 70 "i000143.cu"
{__device_stub__Z6rank34iPcii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "i000143.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, char *, int, int))rank34), _Z6rank34iPcii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, const idx20_t *, const double *, int))lerp25), _Z6lerp25PiPKmPKdi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, int))map_fuse19), _Z10map_fuse19Pfi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *, int))map_scale18), _Z11map_scale18Pji, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *, int, const unsigned *, int))pack6), _Z5pack6PKfiPKji, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
