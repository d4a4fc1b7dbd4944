#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001403.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_sweep11Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_apply12Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally13_kerneliPKj(int, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias17PKfPfhPj(const float *, float *, unsigned char, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_sweep11Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_sweep11)), 0U);}
# 27 "v001403.cu"
void map_sweep11( float *__cuda_0,int __cuda_1)
# 27 "v001403.cu"
{__device_stub__Z11map_sweep11Pfi( __cuda_0,__cuda_1); }
# 1 "v001403.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_apply12Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_apply12)), 0U); }
# 28 "v001403.cu"
void map_apply12( unsigned *__cuda_0,int __cuda_1)
# 28 "v001403.cu"
{__device_stub__Z11map_apply12Pji( __cuda_0,__cuda_1); }
# 1 "v001403.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally13_kerneliPKj( int __par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *))tally13_kernel)), 0U); }
# 31 "v001403.cu"
void tally13_kernel( int __cuda_0,const unsigned *__cuda_1)
# 32 "v001403.cu"
{__device_stub__Z14tally13_kerneliPKj( __cuda_0,__cuda_1);
# 38 "v001403.cu"
}
# 1 "v001403.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias17PKfPfhPj( const float *__par0,  float *__par1,  unsigned char __par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, float *, unsigned char, unsigned *))bias17)), 0U); }
# 41 "v001403.cu"
void bias17( const float *__cuda_0,float *__cuda_1,unsigned char __cuda_2,unsigned *__cuda_3)
# 42 "v001403.cu"
{__device_stub__Z6bias17PKfPfhPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v001403.cu"
}
# 1 "v001403.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, float *, unsigned char, unsigned *))bias17), _Z6bias17PKfPfhPj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const unsigned *))tally13_kernel), tally13_kernel, 512); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_apply12), _Z11map_apply12Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_sweep11), _Z11map_sweep11Pfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
