#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000722.fatbin.c"
static void __device_stub__Z12fold4_kernelPj(unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe18_kernelPKsfi(const short *, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace24_kerneliPyiPf(int, unsigned long long *__restrict__, int, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_sift33Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score34i(int);
static void __device_stub__Z13decay6_kernelIjEvT_i(unsigned, int);
static void __device_stub__Z13sift12_kernelIjLi2EEvPKT_S2_(const unsigned *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12fold4_kernelPj(unsigned *__restrict__ __par0){ unsigned *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))fold4_kernel)), 0U);}
# 13 "i000722.cu"
static void fold4_kernel( unsigned *__restrict__ __cuda_0)
# 13 "i000722.cu"
{__device_stub__Z12fold4_kernelPj( __cuda_0);



}
# 1 "i000722.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe18_kernelPKsfi( const short *__par0,  float __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const short *, float, int))probe18_kernel)), 0U); }
# 45 "i000722.cu"
void probe18_kernel( const short *__cuda_0,float __cuda_1,int __cuda_2)
# 45 "i000722.cu"
{__device_stub__Z14probe18_kernelPKsfi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "i000722.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace24_kerneliPyiPf( int __par0,  unsigned long long *__restrict__ __par1,  int __par2,  float *__restrict__ __par3) {  unsigned long long *__T1;
 float *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(int, unsigned long long *__restrict__, int, float *__restrict__))trace24_kernel)), 0U); }
# 51 "i000722.cu"
void trace24_kernel( int __cuda_0,unsigned long long *__restrict__ __cuda_1,int __cuda_2,float *__restrict__ __cuda_3)
# 51 "i000722.cu"
{__device_stub__Z14trace24_kerneliPyiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 57 "i000722.cu"
}
# 1 "i000722.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_sift33Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_sift33)), 0U); }
# 70 "i000722.cu"
void map_sift33( unsigned *__cuda_0,int __cuda_1)
# 70 "i000722.cu"
{__device_stub__Z10map_sift33Pji( __cuda_0,__cuda_1); }
# 1 "i000722.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score34i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))score34)), 0U); }
# 72 "i000722.cu"
void score34( int __cuda_0)
# 72 "i000722.cu"
{__device_stub__Z7score34i( __cuda_0);
# 82 "i000722.cu"
}
# 1 "i000722.cudafe1.stub.c"
static void __device_stub__Z13decay6_kernelIjEvT_i( unsigned __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, int))decay6_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay6_kernel<unsigned>( unsigned &__cuda_0,int &__cuda_1){__device_stub__Z13decay6_kernelIjEvT_i( (unsigned &)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z13sift12_kernelIjLi2EEvPKT_S2_( const unsigned *__par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned *))sift12_kernel<unsigned int, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sift12_kernel<unsigned,2>( const unsigned *&__cuda_0,const unsigned *&__cuda_1){__device_stub__Z13sift12_kernelIjLi2EEvPKT_S2_( (const unsigned *&)__cuda_0,(const unsigned *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *, const unsigned *))sift12_kernel<unsigned int, (int)2> ), _Z13sift12_kernelIjLi2EEvPKT_S2_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned, int))decay6_kernel<unsigned int> ), _Z13decay6_kernelIjEvT_i, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int))score34), _Z7score34i, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, int))map_sift33), _Z10map_sift33Pji, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, unsigned long long *__restrict__, int, float *__restrict__))trace24_kernel), _Z14trace24_kerneliPyiPf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const short *, float, int))probe18_kernel), _Z14probe18_kernelPKsfi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *__restrict__))fold4_kernel), _Z12fold4_kernelPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
